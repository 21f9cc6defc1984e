// A remote runs inside the shell; its entry point is remoteEntry.js (see app.tsx).
export {};
