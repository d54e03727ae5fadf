import { useEffect, useState } from "react";

/**
 * False in the server-rendered HTML and until React has attached its handlers, then true.
 * Controls that only work with JavaScript stay disabled until then, so a click before the
 * page is ready (or without JavaScript) is never silently lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
