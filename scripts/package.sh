#!/usr/bin/env bash
# Builds the Debian package players install: target/debian/gambit_VERSION_amd64.deb.
#   scripts/package.sh            then   sudo apt install ./target/debian/gambit_*.deb
# Installs what it needs (scripts/deps.sh package), builds the `dist` profile (stripped,
# thin LTO), lays out the installed tree under target/debian/ and packs it with dpkg-deb
# (Debian's own tool, on every Debian system: no packaging tool to build and pin), then
# runs lintian on it when it is installed. What goes where: docs/packaging.md.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh package
id=io.github.gambitchess.Gambit
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)
changelog_version=$(sed -n '1s/^gambit (\(.*\)).*/\1/p' packaging/debian/changelog)
if [ "$version" != "$changelog_version" ]; then
  echo "Cargo.toml says $version, packaging/debian/changelog says $changelog_version" >&2
  exit 1
fi
target=${CARGO_TARGET_DIR:-target}
start=$(date +%s)
cargo build --locked --profile dist --workspace --bins
echo "build: $(( $(date +%s) - start )) s"

name=gambit_${version}_amd64
root=target/debian/$name
rm -rf "$root"
mkdir -p "$root/DEBIAN" target/debian
# Games live in /usr/games (Debian policy 11.11, as Stockfish and GNOME Chess do); the
# links in /usr/bin find them where PATH lacks /usr/games (root's, for one).
for program in gambit gambit-engine; do
  install -Dm755 "$target/dist/$program" "$root/usr/games/$program"
  mkdir -p "$root/usr/bin"
  ln -s "../games/$program" "$root/usr/bin/$program"
done

share=$root/usr/share
mkdir -p "$share/gambit"
cp -r assets "$share/gambit/assets"
# Notes for translators and artists, not read by the game.
find "$share/gambit/assets" -name '*.md' -delete
install -Dm644 "packaging/$id.desktop" "$share/applications/$id.desktop"
install -Dm644 "packaging/$id.metainfo.xml" "$share/metainfo/$id.metainfo.xml"
scripts/icons.sh "$share/icons" >/dev/null

# Man pages and completions from the programs' own clap definitions.
docs=$(mktemp -d)
trap 'rm -rf "$docs"' EXIT
"$root/usr/games/gambit" --write-docs "$docs"
"$root/usr/games/gambit-engine" --write-docs "$docs"
mkdir -p "$share/man/man6"
for page in gambit gambit-engine; do
  gzip -9n <"$docs/$page.6" >"$share/man/man6/$page.6.gz"
  install -Dm644 "$docs/$page.bash" "$share/bash-completion/completions/$page"
  install -Dm644 "$docs/_$page" "$share/zsh/vendor-completions/_$page"
  install -Dm644 "$docs/$page.fish" "$share/fish/vendor_completions.d/$page.fish"
done

# Licences: Gambit's, the fonts built into the game, every crate's notices.
doc=$share/doc/gambit
mkdir -p "$doc"
fonts=$(dirname "$(cargo metadata --format-version 1 --locked 2>/dev/null |
  python3 -c 'import json,sys; print(next(p["manifest_path"] for p in json.load(sys.stdin)["packages"] if p["name"] == "epaint_default_fonts"))')")/fonts
paragraph() { # name, file: a DEP-5 licence paragraph from a licence text
  echo
  echo "License: $1"
  sed -e 's/[[:space:]]*$//' -e 's/^$/./' -e 's/^/ /' "$2"
}
{
  cat packaging/debian/copyright
  paragraph Ubuntu-Font-1.0 "$fonts/UFL.txt"
  paragraph OFL-1.1 "$fonts/OFL.txt"
  # Hack's notice: Bitstream Vera's licence after its MIT part.
  paragraph Bitstream-Vera <(sed -n '/^BITSTREAM VERA LICENSE/,$p' "$fonts/Hack-Regular.txt")
} >"$doc/copyright"
python3 scripts/third_party.py | gzip -9n >"$doc/third-party-licenses.txt.gz"
gzip -9n <packaging/debian/changelog >"$doc/changelog.gz"

# Ownership and modes as installed, whatever the checkout's umask.
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f -exec chmod 644 {} +
chmod 755 "$root/usr/games/"*

# The libraries the programs link (dpkg-shlibdeps), and those Bevy opens at run time
# (X11, Wayland, Vulkan: `strings gambit | grep -oE "lib[A-Za-z0-9_+-]+\.so\.[0-9]+"`),
# written in the control file.
shlibs=$(
  cd "$root" && mkdir -p debian && touch debian/control &&
    dpkg-shlibdeps -O usr/games/gambit usr/games/gambit-engine 2>/dev/null |
    sed -n 's/^shlibs:Depends=//p'
  rm -rf debian
)
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@SIZE@/$size/" -e "s/@SHLIBS@/$shlibs/" \
  packaging/debian/control >"$root/DEBIAN/control"
(cd "$root" && find usr -type f -exec md5sum {} + | sort -k2 >DEBIAN/md5sums)
chmod 644 "$root/DEBIAN/"*

deb=target/debian/$name.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "built $deb ($(du -h "$deb" | cut -f1), installs $((size / 1024)) MiB) in $(( $(date +%s) - start )) s"
if command -v lintian >/dev/null; then
  lintian --info "$deb" || true
fi
