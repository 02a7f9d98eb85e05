/** The retry of a page's load error: reload the page, so every query of it starts again. */
export const reloadPage = () => window.location.reload();
