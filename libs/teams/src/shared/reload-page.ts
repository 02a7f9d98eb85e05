/** Retry on a list's error reloads the page (the error state's Retry button). */
export const reloadPage = () => window.location.reload();
