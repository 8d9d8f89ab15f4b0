// Runs before the body is parsed. index.html holds the page pre-rendered for a URL with no
// parameters; any other URL (a step, the embed, the handout) renders on the client, as
// src/main.tsx decides by the same rule. Hide the pre-rendered page for those, rather than
// flash the wrong step, or in an iframe the whole page.
if (location.search.length > 1) document.documentElement.setAttribute('data-client-render', '');
