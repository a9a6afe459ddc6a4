/**
 * Ends the current task, so the browser can paint and take input before the next step: the
 * browser's boot (the libraries' module code, the store and router, hydration) was one task of
 * several hundred ms on a 4x-throttled phone CPU (issue 24).
 */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
