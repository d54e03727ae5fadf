/**
 * The icon names content files may use, shared by the content schemas (which refuse any other
 * name) and the UI's icon maps (which must draw each one: they are typed against these lists,
 * so a name added here without a shape fails the type check).
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
