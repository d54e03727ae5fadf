import fc from "fast-check";
import { displayDate } from "./displayDate";

describe("displayDate", () => {
  it("writes a day as the pages do, whatever the machine's time zone", () => {
    expect(displayDate("2026-12-01")).toBe("December 1, 2026");
    expect(displayDate("2027-01-31")).toBe("January 31, 2027");
  });

  it("keeps the day and year of any date", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2199-12-31"), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          const [year, , dayOfMonth] = day.split("-").map(Number);
          expect(displayDate(day)).toMatch(new RegExp(`^[A-Z][a-z]+ ${dayOfMonth}, ${year}$`));
        },
      ),
    );
  });
});
