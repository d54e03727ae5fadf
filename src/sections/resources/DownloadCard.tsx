import { buttonStyles } from "../../components/ButtonLink";
import { Card } from "../../components/Card";
import { DownloadIcon } from "../../components/icons/DownloadIcon";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { downloadIcon } from "./downloadIcons";
import { fileSizeLabel } from "./fileSize";

export interface DownloadCardProps {
  title: string;
  /** Validated against the icon names when the content is read. */
  icon: string;
  description: string;
  url: string;
  /** The friendly name the browser saves the file under (the URL carries a hash). */
  fileName: string;
  format: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * One free file: what it is, its type and size, and a plain link that downloads it, so it
 * works from the server-rendered HTML without JavaScript.
 */
export function DownloadCard(props: DownloadCardProps) {
  const size = fileSizeLabel(props.sizeBytes);
  const CardIcon = downloadIcon(props.icon);
  const FormatIcon = downloadIcon(props.format === "PDF" ? "fileText" : "table");
  return (
    <Card as="li">
      <span
        css={(theme) => ({
          display: "inline-flex",
          alignSelf: "flex-start",
          padding: theme.space[3],
          borderRadius: theme.radius.md,
          background: theme.color.primarySoft,
          color: theme.color.primary,
        })}
      >
        <CardIcon size={28} />
      </span>
      <h3 css={(theme) => ({ fontSize: theme.fontSize.xl })}>{props.title}</h3>
      <p css={(theme) => ({ color: theme.color.textMuted })}>{props.description}</p>
      <p
        css={(theme) => ({
          display: "flex",
          alignItems: "center",
          gap: theme.space[2],
          marginTop: "auto",
          fontSize: theme.fontSize.sm,
          fontWeight: theme.fontWeight.semibold,
          color: theme.color.textMuted,
        })}
      >
        <FormatIcon size={18} />
        {props.format} file, {size}
      </p>
      <a
        href={props.url}
        download={props.fileName}
        type={props.mimeType}
        css={(theme) => ({ ...buttonStyles("primary")(theme), alignSelf: "flex-start" })}
      >
        <DownloadIcon size={20} />
        Download Free
        <VisuallyHidden>
          {" "}
          {props.title} ({props.format}, {size})
        </VisuallyHidden>
      </a>
    </Card>
  );
}
