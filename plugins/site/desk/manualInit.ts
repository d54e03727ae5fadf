// Imported before Sveltia CMS: its module starts the CMS with /admin/config.yml as soon as it
// runs, unless told the page will start it (admin.tsx, once its templates are registered).
window.CMS_MANUAL_INIT = true;

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

export {};
