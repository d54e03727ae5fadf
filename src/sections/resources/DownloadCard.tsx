import { buttonStyles } from "../../components/ButtonLink";
import { Card } from "../../components/Card";
import { DownloadIcon } from "../../components/icons/DownloadIcon";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { downloadIcon } from "./downloadIcons";
import { fileSizeLabel } from "./fileSize";
import { alternateText, formatName } from "./fileFormats";

/** One generated file: where it is, the name it saves under, its type and size. */
export interface DownloadFileProps {
  url: string;
  /** The friendly name the browser saves the file under (the URL carries a hash). */
  fileName: string;
  format: string;
  mimeType: string;
  sizeBytes: number;
}

export interface DownloadCardProps extends DownloadFileProps {
  title: string;
  /** Validated against the icon names when the content is read. */
  icon: string;
  description: string;
  /** The same content in other formats, offered under the main button. */
  alternates: readonly DownloadFileProps[];
}

/**
 * One free download: what it is, its type and size, and plain links that download it, so it
 * works from the server-rendered HTML without JavaScript. The main file is the button; other
 * formats of the same content are text links below it.
 */
export function DownloadCard(props: DownloadCardProps) {
  const size = fileSizeLabel(props.sizeBytes);
  const CardIcon = downloadIcon(props.icon);
  const FormatIcon = downloadIcon(props.format === "PDF" ? "fileText" : "table");
  const format = formatName(props.format);
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
        {format} file, {size}
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
          {props.title} ({format}, {size})
        </VisuallyHidden>
      </a>
      {props.alternates.map((file) => (
        <a
          key={file.url}
          href={file.url}
          download={file.fileName}
          type={file.mimeType}
          css={(theme) => ({
            display: "inline-flex",
            alignItems: "center",
            alignSelf: "flex-start",
            // A link on a line of its own, so it gets a full touch target.
            minHeight: theme.size.touchTarget,
            fontSize: theme.fontSize.sm,
            fontWeight: theme.fontWeight.semibold,
          })}
        >
          {alternateText(file.format)}
          <VisuallyHidden>
            {" "}
            ({props.title}, {fileSizeLabel(file.sizeBytes)})
          </VisuallyHidden>
        </a>
      ))}
    </Card>
  );
}
