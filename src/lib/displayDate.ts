/**
 * A day written YYYY-MM-DD as pages show dates: "December 1, 2026", the form the page queries
 * ask GraphQL for (`formatString: "MMMM D, YYYY"`). For text made outside a query, such as the
 * "Scheduled for" mark. The day is read as a calendar day, in no time zone.
 */
export const displayDate = (day: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(`${day}T00:00:00Z`));
