// Imported first by the benchmarks that serve pages: NODE_ENV must say production before any
// module reads it. The app imports react-router, and so React, as it loads; a NODE_ENV set in the
// benchmark's own body came after that, so React loaded its development build while the page
// renderer, loaded later, took the production one, and every rendering failed ("dispatcher.getOwner
// is not a function"): the page rows measured pages sent unrendered.
process.env.NODE_ENV = 'production';
