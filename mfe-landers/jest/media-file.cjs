// What an imported video or poster is in a unit test: a URL (the files are made at build time).
module.exports = '/remotes/mfe-landers/media/file';
