/** Retry on list errors reloads the page (spec §8). */
export const reloadPage = () => window.location.reload();
