/**
 * The icon names content files may use: the schemas refuse any other, and the UI's icon maps,
 * typed against these lists, fail the type check until they draw a new one.
 */
export const socialIconNames = ["instagram", "facebook", "linkedin"] as const;
export type SocialIconName = (typeof socialIconNames)[number];

/** Kept to a few: the Home and Services pages ship every service icon. */
export const serviceIconNames = [
  "monitor",
  "penLine",
  "trendingUp",
  "search",
  "mail",
  "users",
] as const;
export type ServiceIconName = (typeof serviceIconNames)[number];

export const downloadIconNames = [
  "shieldCheck",
  "calendarCheck",
  "trendingUp",
  "fileText",
  "table",
] as const;
export type DownloadIconName = (typeof downloadIconNames)[number];
