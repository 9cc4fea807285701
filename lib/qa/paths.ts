/** The address of a question's own page (notifications, search results and shared links go there). */
export const questionPath = (id: number) => `/qa-section/${id}`;
