/** The server build's loader for stylesheets: nothing (the page links the browser build's CSS). */
module.exports = function noStyles() {
  return '';
};
