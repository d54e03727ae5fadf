import { navigate } from "gatsby";
import { buttonStyles } from "../../components/ButtonLink";
import { ChevronLeftIcon } from "../../components/icons/ChevronLeftIcon";
import { useHydrated } from "../../hooks/useHydrated";
import { routes } from "../../layout/navigation";

/** Back to the previous page; home when this tab has no history (a link from elsewhere). */
export function GoBackButton() {
  // History needs JavaScript; until it runs, "Back to Home" beside it still works.
  const hydrated = useHydrated();
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else void navigate(routes.home);
  };
  return (
    <button
      type="button"
      onClick={goBack}
      disabled={!hydrated}
      css={(theme) => ({
        ...buttonStyles("outlineOnDark")(theme),
        "&:disabled": { cursor: "default" },
      })}
    >
      <ChevronLeftIcon size={20} />
      Go Back
    </button>
  );
}
