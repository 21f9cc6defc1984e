export function printSizeReport() {}
