// The worker's embedded assistant on the seed catalog, for the assistant benches: its code runs here in Node's
// V8 (the engine workerd uses), loaded through Vite so the TypeScript needs no build step.
import { createServer } from 'vite';
import { seedCatalog } from '../../seeds/10-catalog.mjs';

/** Loads the assistant, hands it to `use`, and closes Vite afterwards. `load` loads any other module by path. */
export async function withEmbeddedAssistant(use) {
  const root = new URL('../../..', import.meta.url).pathname;
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const load = (path) => server.ssrLoadModule(path);
    const { buildDocuments } = await load('/worker/src/services/assistant/knowledge.ts');
    const { createKnowledgeIndex } = await load('/worker/src/services/assistant/knowledge-index.ts');
    const { embeddedAnswer } = await load('/worker/src/services/assistant/embedded-answer.ts');
    const { SERVICES } = await load('/shared/services.ts');
    const { FAQ } = await load('/shared/faq.ts');
    const catalog = seedCatalog(root);
    const buildIndex = () => createKnowledgeIndex(buildDocuments(catalog, SERVICES, FAQ));
    return await use({ load, catalog, buildIndex, embeddedAnswer });
  } finally {
    await server.close();
  }
}
