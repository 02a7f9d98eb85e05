/** The test call's request: the first page of three teams (its count is the site's team count). */
export const testCallPage = { page: 1, pageSize: 3 };
