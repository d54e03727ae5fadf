/**
 * npm run launch-check
 * Lists every value in content/ still to confirm before launch, each with its file and field,
 * and exits 1 while any remains (docs/writing.md, "Before launch").
 */
import { formatLaunchCheck, launchCheck } from "../src/content/launchCheck";

try {
  const items = launchCheck();
  console.log(formatLaunchCheck(items));
  process.exit(items.length > 0 ? 1 : 0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
