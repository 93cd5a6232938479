// The file a render thread starts from (render-pool.ts): it loads the thread's TypeScript through
// tsx's require hook, however the server itself was started (tsx, node --import tsx, jest).
require('tsx/cjs/api').register();
module.exports = require('./render-worker.ts');
