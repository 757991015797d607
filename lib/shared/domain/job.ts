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
  /** ISO date the job was posted, when the admin API sends one. */
  postedAt: string | null;
};
