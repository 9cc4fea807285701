/** The cookie that remembers a collapsed sidebar, read by the layout so a reload shows it at once. */
export const SIDEBAR_COOKIE = "manara.sidebar";
export const isCollapsedCookie = (value: string | undefined) => value === "collapsed";
