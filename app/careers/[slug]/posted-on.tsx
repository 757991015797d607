/** The visible counterpart of datePosted in the JSON-LD. */
export function PostedOn({ date }: { date: string | null }) {
  if (!date || Number.isNaN(Date.parse(date))) return <>Recently posted</>;
  const label = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(date));
  return (
    <>
      Posted on <time dateTime={date}>{label}</time>
    </>
  );
}
