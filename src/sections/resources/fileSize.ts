/** A file size as visitors read it: "850 bytes", "5.1 KB", "38 KB", "1.2 MB" (1 KB = 1024 bytes). */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "KB"] : [bytes / 1024 / 1024, "MB"];
  // One decimal while it still says something (5.1 KB); whole numbers above 10.
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${unit}`;
}
