// Decap starts itself as soon as its bundle loads unless told to wait for CMS.init().
(window as Window & { CMS_MANUAL_INIT?: boolean }).CMS_MANUAL_INIT = true;

export {};
