// Development builds only (build.mjs --watch injects it): the dev loop announces each new build on
// this channel once the restarted server answers, and the page loads itself again from it.
new EventSource('/__dev/reload').addEventListener('change', () => location.reload());
