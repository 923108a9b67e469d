// @ts-check
/**
 * A loader for the browser build's react-helmet-async (loaders are require()d, hence CommonJS;
 * types in helmetLoader.d.cts). Each <Head> is a Helmet instance (17 on a doc page) that, when it
 * first renders and whenever it updates, reduces the tags of every instance into the document
 * head's state and schedules writing that state. While React hydrated a page in slices, each
 * slice's instances so far made a partial state, written in the next frame (tags the slice had not
 * reached yet removed, then added back): 6-8 writes of the head per page load, each reducing all
 * instances. Here, an instance emits once mounted (the server's head is right until then), the
 * instances that change in one task emit once, from a microtask, and a state equal to the one
 * last written is not written again. Each statement patched must be found: an upgrade that
 * changes them fails the build (tests/unit/startup.test.ts runs this on the installed file).
 */
'use strict';

/** Runs one emit for all the instances that asked in this task; writes only a changed state. */
const PRELUDE = `var denoHelmetPending = null, denoHelmetWritten = null;
function denoHelmetEmit(instance) {
  var pending = denoHelmetPending;
  denoHelmetPending = instance;
  if (!pending) queueMicrotask(function () { var latest = denoHelmetPending; denoHelmetPending = null; latest.emitChangeNow(); });
}
function denoHelmetWrite(write, state, done) {
  var key = JSON.stringify(state);
  if (key === denoHelmetWritten) return done();
  denoHelmetWritten = key;
  write(state, done);
}
`;

/** @type {[string, RegExp, string][]} what each patch does, what it finds, what it puts instead */
const PATCHES = [
  [
    'emit once per task',
    /(\w+)\.emitChange=function\(\)\{/,
    '$1.emitChange=function(){denoHelmetEmit(this)},$1.emitChangeNow=function(){',
  ],
  [
    'emit once mounted, not while rendering',
    /(\w+)\.init=function\(\)\{this\.rendered\|\|\(this\.rendered=!0,this\.props\.context\.helmetInstances\.add\(this\),this\.emitChange\(\)\)\}/,
    '$1.componentDidMount=function(){this.emitChange()},$1.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this))}',
  ],
  [
    'write a changed state only',
    /(\w+)=requestAnimationFrame\(function\(\)\{(\w+)\((\w+),function\(\)\{\1=null\}\)\}\)/,
    '$1=requestAnimationFrame(function(){denoHelmetWrite($2,$3,function(){$1=null})})',
  ],
];

/**
 * The library's source with the patches applied; throws, naming the file, if one is not found once.
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function withBatchedHeadUpdates(source, file) {
  let patched = source;
  for (const [what, find, replacement] of PATCHES) {
    const found = patched.match(new RegExp(find.source, 'g'))?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `${file}: src/plugins/startup/helmetLoader.cjs (${what}) found ${found} places instead of 1 ` +
          '(did react-helmet-async change?)',
      );
    }
    patched = patched.replace(find, replacement);
  }
  return PRELUDE + patched;
}

/** @this {{resourcePath: string}} @param {string} source */
function helmetLoader(source) {
  return withBatchedHeadUpdates(source, this.resourcePath);
}

module.exports = helmetLoader;
module.exports.withBatchedHeadUpdates = withBatchedHeadUpdates;
