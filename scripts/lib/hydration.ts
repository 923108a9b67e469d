/** The mark Docusaurus puts on `<html>` once React has hydrated the page: client behaviour is live. */
export const HYDRATED_SELECTOR = 'html[data-has-hydrated="true"]';
