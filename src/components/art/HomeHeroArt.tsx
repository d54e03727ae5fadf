import { mq } from "../../theme/tokens";
import { BookingCardArt } from "./BookingCardArt";
import { SunriseArt } from "./SunriseArt";

/**
 * The sunrise with a booking card floating over its horizon: what a visitor gets from the
 * hero's first action. Its box has a fixed aspect ratio, so nothing moves as the page paints;
 * on a phone it is shorter, the sky cropped, and comes after the actions.
 */
export function HomeHeroArt({ callMinutes }: { callMinutes: number }) {
  return (
    <div
      aria-hidden="true"
      css={(theme) => ({
        position: "relative",
        aspectRatio: "16 / 10",
        [mq("lg")]: { aspectRatio: "6 / 5" },
        // Room below for the card, which hangs off the panel's bottom edge.
        marginBottom: theme.space[6],
      })}
    >
      <SunriseArt />
      <BookingCardArt callMinutes={callMinutes} />
    </div>
  );
}
