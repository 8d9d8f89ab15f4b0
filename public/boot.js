// Runs before the body is parsed. index.html holds the page pre-rendered for a URL that names
// none of the site's parameters; any other URL (a step, the embed, the handout) renders on the
// client, as src/main.tsx decides by the same rule (namesAParam). Hide the pre-rendered page
// for those, rather than flash the wrong step, or in an iframe the whole page.
// The names are PARAM_NAMES in src/model/params.ts; a unit test holds the two lists equal.
var lbQuery = new URLSearchParams(location.search);
if (
  [
    'step',
    't',
    'view',
    'embed',
    'allowedOrigins',
    'controls',
    'theme',
    'speed',
    'autoplay',
    'reply',
    'a',
    'b',
    'compare',
  ].some(function (name) {
    return lbQuery.has(name);
  })
) {
  document.documentElement.setAttribute('data-client-render', '');
}
