import { useEffect, useState } from "react";

/**
 * The visitor's current year. The HTML is rendered with the build year (so it hydrates
 * without a mismatch), then corrected in the browser: a site built in December still shows
 * the right year in January.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
