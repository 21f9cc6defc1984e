#!/bin/sh
# Publishes the image's built shell and remote releases into the site volume that the API
# instances and the static server share (docker-compose.yml, service `publish`):
#   ops/publish-site.sh <build dir> <site dir>     (in the image: /app/build /srv/site)
# Release folders are versioned and never change, so they are only ever added (old ones stay:
# a rollback needs them). The registry is written last, by a rename, so it never names a
# release that is not there yet (docs/decisions/0001, 0002). A rollback on this shape is the
# previous image published again: its folders are still here, only the registry changes.
set -eu
from="${1:?usage: publish-site.sh <build dir> <site dir>}"
to="${2:?usage: publish-site.sh <build dir> <site dir>}"

mkdir -p "$to/shell" "$to/deploy/remotes"

# New release folders, copied under a temporary name and renamed into place.
for release in "$from"/deploy/remotes/*/*/; do
  [ -d "$release" ] || continue
  name=$(basename "$(dirname "$release")")
  version=$(basename "$release")
  target="$to/deploy/remotes/$name/$version"
  [ -d "$target" ] && continue
  mkdir -p "$to/deploy/remotes/$name"
  cp -R "$release" "$target.partial"
  mv "$target.partial" "$target"
  echo "published $name $version"
done

# The shell: hashed scripts are new names; index.html, sw.js and the rest are replaced.
cp -R "$from/shell/." "$to/shell/"

cp "$from/deploy/registry.json" "$to/deploy/registry.json.partial"
mv "$to/deploy/registry.json.partial" "$to/deploy/registry.json"
echo "registry switched to the image's releases"
