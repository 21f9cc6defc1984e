// Media the blocks import: rspack emits each file into the release and the import is its URL.
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
