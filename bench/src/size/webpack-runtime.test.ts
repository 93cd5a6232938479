import { chunkLoadGroups, isWebpackRuntime, readChunkGraph, RuntimeShapeError } from './webpack-runtime';

/** Excerpts of a real shell entry (webpack 5.111, @module-federation/enhanced 2.9), cut down. */
const shellEntry = [
  '(()=>{var e={1180(e,t,o){o.nc=document.querySelector("script[nonce]")?.nonce||void 0,',
  'Promise.all([o.e(405),o.e(70),o.e(425)]).then(()=>o(6425)).catch(e=>{console.error(e)})},',
  '6612(e,t,o){"use strict";const x=Promise.all([o.e(999)]).then(()=>1)}};',
  'o.u=e=>e+"."+{10:"29a28ac7",405:"17b7fea5",425:"03f12323",484:"1a762edd",696:"2eea687b"}[e]+".js",',
  'o.miniCssF=e=>e+"."+{425:"364004fa",765:"87409eaf"}[e]+".css",',
  '(()=>{o.federation.initOptions.shared={"@ant-design/cssinjs":[{version:"2.1.2",get:()=>Promise.all([o.e(843),o.e(70),o.e(451)]).then(()=>()=>o(7843)),scope:["default"],shareConfig:{eager:!1,requiredVersion:"^2.1.2",singleton:!0,layer:null}}],',
  'antd:[{version:"6.6.8",get:()=>Promise.all([o.e(563),o.e(484),o.e(70)]).then(()=>()=>o(3484)),scope:["default"],shareConfig:{eager:!1,requiredVersion:"~6.6.8",singleton:!0,layer:null}}],',
  'react:[{version:"19.3.1",get:()=>o.e(696).then(()=>()=>o(3696)),scope:["default"],shareConfig:{eager:!1,requiredVersion:"~19.3.1",singleton:!0,layer:null}}]},o.S={}})(),',
  '(()=>{var e={};o.consumesLoadingData.moduleIdToConsumeDataMapping={7689:{fallback:()=>o.e(696).then(()=>()=>o(3696)),shareScope:["default"],singleton:!0,requiredVersion:"~19.3.1",strictVersion:!1,eager:!1,layer:void 0,shareKey:"react"},',
  '9606:{fallback:()=>Promise.all([o.e(563),o.e(484)]).then(()=>()=>o(3484)),shareScope:["default"],singleton:!0,requiredVersion:"~6.6.8",strictVersion:!1,eager:!1,layer:void 0,shareKey:"antd"}};',
  'var t={};o.consumesLoadingData.chunkMapping={70:[7689],425:[9606,7689]},o.f.consumes=(r,n)=>{}})(),o.nc=void 0,o.x(),o(1180)})();',
].join('');

describe('readChunkGraph', () => {
  it('reads the file names, consumes, providers and entry chunks of a shell entry', () => {
    const graph = readChunkGraph(shellEntry);
    expect(graph.jsFiles.get('405')).toBe('405.17b7fea5.js');
    expect(graph.jsFiles.has('70')).toBe(false); // a consume-only chunk has no file
    expect([...graph.cssFiles]).toEqual([
      ['425', '425.364004fa.css'],
      ['765', '765.87409eaf.css'],
    ]);
    expect([...graph.consumes]).toEqual([
      ['70', ['react']],
      ['425', ['antd', 'react']],
    ]);
    expect([...graph.providers]).toEqual([
      ['@ant-design/cssinjs', ['843', '70', '451']],
      ['antd', ['563', '484', '70']],
      ['react', ['696']],
    ]);
    // Only the entry module's own loads: module 6612's chunk 999 is not part of the boot.
    expect(graph.entryChunks).toEqual(['405', '70', '425']);
    expect(graph.exposes.size).toBe(0);
  });

  it('reads chunk names from a map and from the one-name comparison, and the exposes of a container', () => {
    const container = [
      '(()=>{var e={7962(e,t,o){var r={"./HomePage":()=>Promise.all([o.e(70),o.e(844)]).then(()=>()=>o(5212)),',
      '"./FaqPage":()=>o.e(585).then(()=>()=>o(3855))}}};',
      'o.u=e=>(({585:"__federation_expose_FaqPage",844:"__federation_expose_HomePage"}[e]||e)+"."+{585:"03850408",844:"9da700eb",10:"fbdbc705"}[e]+".js"),',
      'o.miniCssF=e=>(844===e?"__federation_expose_HomePage":e)+"."+{483:"29ad3cee",844:"fc32ff0e"}[e]+".css",',
      'o.x();let i=o(7962);mf_home=i})();',
    ].join('');
    const graph = readChunkGraph(container);
    expect(graph.jsFiles.get('844')).toBe('__federation_expose_HomePage.9da700eb.js');
    expect(graph.jsFiles.get('10')).toBe('10.fbdbc705.js');
    expect(graph.cssFiles.get('844')).toBe('__federation_expose_HomePage.fc32ff0e.css');
    expect(graph.cssFiles.get('483')).toBe('483.29ad3cee.css');
    expect([...graph.exposes]).toEqual([
      ['./HomePage', ['70', '844']],
      ['./FaqPage', ['585']],
    ]);
    expect(graph.entryChunks).toEqual([]);
  });

  it('refuses a script without a chunk runtime, and a consumed module without a share key', () => {
    expect(isWebpackRuntime('console.log("hello")')).toBe(false);
    expect(() => readChunkGraph('console.log("hello")')).toThrow(RuntimeShapeError);
    const broken = shellEntry.replace('shareKey:"antd"', 'shareKeyMissing:"antd"');
    expect(() => readChunkGraph(broken)).toThrow(/consumed module 9606 of chunk 425 has no share key/);
  });
});

describe('chunkLoadGroups', () => {
  it('groups the chunks loaded together, and single loads alone', () => {
    const code = 'a=()=>Promise.all([n.e(563),n.e(901)]).then(n.bind(n,1)),b=()=>n.e(902).then(n.bind(n,2)),c=n.e(5);';
    expect(chunkLoadGroups(code)).toEqual([['563', '901'], ['902']]);
  });
});
