import { navigate } from "gatsby";
import { buttonStyles } from "../../components/ButtonLink";
import { ChevronLeftIcon } from "../../components/icons/ChevronLeftIcon";
import { routes } from "../../layout/navigation";

/** Back to the previous page; home when this tab has no history (a link from elsewhere). */
export function GoBackButton() {
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else void navigate(routes.home);
  };
  return (
    <button type="button" onClick={goBack} css={buttonStyles("outlineOnDark")}>
      <ChevronLeftIcon size={20} />
      Go Back
    </button>
  );
}
