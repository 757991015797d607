/** An open position as the site shows it, whichever backend it came from. */
export type Job = {
  id: string;
  title: string;
  description: string;
  location: string | null;
  employmentType: string | null;
  workType: string | null;
  experience: string | null;
  education: string | null;
  requiredSkills: string[];
  requirements: string[];
  /** When the job was posted (the admin's date, else first seen), ISO with the company zone's offset. */
  postedAt: string | null;
  /** When applications close, when the admin API sends a closing date; ISO with the offset. */
  closesAt: string | null;
};
