// Plain JavaScript run with `eval`, so the thread starts the same way under tsx, jest and a
// bundle. It loads the dictionaries once and says so, then scores one password per message;
// a check whose caller has given up by the time its turn comes is not computed.
export const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const dictionary = {};
let graphs;
for (const [language, file] of Object.entries(workerData.languages)) {
  const pack = require(file);
  graphs ??= pack.adjacencyGraphs;
  for (const [list, words] of Object.entries(pack.dictionary)) {
    dictionary[language + '-' + list] = words;
  }
}
for (const [language, words] of Object.entries(workerData.extra)) {
  dictionary[language + '-words'] = words;
}
const zxcvbn = new ZxcvbnFactory({
  dictionary,
  graphs,
  maxLength: workerData.maxLength,
  l33tMaxSubstitutions: workerData.l33tMaxSubstitutions,
});
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, password, userInputs, expiresAt }) => {
  if (Date.now() > expiresAt) {
    parentPort.postMessage({ id, expired: true });
    return;
  }
  try {
    parentPort.postMessage({ id, score: zxcvbn.check(password, userInputs).score });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;
