import { navigate } from "gatsby";
import { buttonStyles } from "../../components/ButtonLink";
import { Icon } from "../../components/Icon";
import { routes } from "../../layout/navigation";

/** Back to the previous page; home when this tab has no history (a link from elsewhere). */
export function GoBackButton() {
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else void navigate(routes.home);
  };
  return (
    <button type="button" onClick={goBack} css={buttonStyles("outlineOnDark")}>
      <Icon name="chevronLeft" size={20} />
      Go Back
    </button>
  );
}
