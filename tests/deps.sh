#!/bin/sh
# deps.sh: the one place that knows what each README command needs from Debian and npm,
# checks what is missing, and installs exactly that (printing what it installs).
#
#   sh tests/deps.sh test          what `make test` needs (the Makefile calls this first)
#   sh tests/deps.sh serve         what `make serve` needs
#   sh tests/deps.sh GROUP ...     one or more of the groups below (make's narrower targets)
#   sh tests/deps.sh --list WHAT   prints the Debian packages of WHAT, one a line, and exits
#
# A machine that has everything makes no apt or npm call at all (so no network). A failed
# install stops with a message and a non-zero exit. Root runs apt-get itself; anyone else
# goes through sudo. tests/setup/deps.test.mjs drives this script with stub tools.
set -u

root=$(cd "$(dirname "$0")/.." && pwd)

# Debian packages of each group. An entry `package:command` is present when the command
# is on PATH even if dpkg does not know the package (Node.js from NodeSource ships npm
# inside its own nodejs package, and installing Debian's npm there would conflict).
group_debian() {
    case "$1" in
        c)       echo "build-essential libcmocka-dev" ;;
        fuzz)    echo "clang libclang-rt-14-dev" ;;
        web)     echo "emscripten nodejs:node npm:npm" ;;
        browser) echo "chromium-headless-shell" ;;
        chromium) echo "chromium" ;;
        python)  echo "python3" ;;
        mime)    echo "media-types" ;;
        npm)     echo "nodejs:node npm:npm" ;;
        *)       return 1 ;;
    esac
}

# What each README command needs, as groups. `npm` also means the project's npm packages.
command_groups() {
    case "$1" in
        test)  echo "c fuzz web npm browser python" ;;
        serve) echo "web npm python mime" ;;
        bench) echo "c web npm chromium python" ;;
        *)     echo "$1" ;;
    esac
}

# The npm packages that must be in node_modules (package.json's devDependencies): the
# browser tests' driver, the page's bundler, the type checker of the npm package's test, the
# accessibility checker the browser tests run in the page, the graph layout of the page's Graph view,
# TypeScript 5.9 and 5.6 beside 7 (the package README's type check is tested with each), and Vite,
# Rollup (with its node-resolve plugin) and webpack (the npm package's test builds the package
# README's pages with them).
NPM_PACKAGES="playwright-core esbuild typescript typescript-5 typescript-56 axe-core @dagrejs/dagre vite rollup @rollup/plugin-node-resolve webpack"

fail() {
    echo "calcsolve: $*" >&2
    exit 1
}

debian_installed() {
    [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]
}

# Prints the Debian packages (of the given groups) that are missing, space-separated.
missing_debian() {
    missing=""
    for group in "$@"; do
        entries=$(group_debian "$group") || fail "deps.sh: unknown group '$group'"
        for entry in $entries; do
            package=${entry%%:*}
            tool=${entry#*:}
            case " $missing " in *" $package "*) continue ;; esac
            if [ "$tool" != "$entry" ] && command -v "$tool" >/dev/null 2>&1; then continue; fi
            debian_installed "$package" || missing="$missing $package"
        done
    done
    echo "$missing"
}

install_debian() {
    sudo=""
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null 2>&1 || fail "these Debian packages are missing:$1; run as root or install sudo"
        sudo=sudo
    fi
    echo "calcsolve: installing (Debian):$1"
    $sudo apt-get update -qq ||
        fail "apt-get update failed (exit $?); cannot install$1"
    # shellcheck disable=SC2086 # the package list is meant to split into words
    # dpkg's progress lines go to /dev/null; apt's errors still reach stderr.
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o Dpkg::Use-Pty=0 $1 >/dev/null ||
        fail "apt-get install failed (exit $?) for:$1"
}

npm_missing() {
    for package in $NPM_PACKAGES; do
        [ -f "$root/node_modules/$package/package.json" ] || return 0
    done
    return 1
}

install_npm() {
    echo "calcsolve: installing (npm): $NPM_PACKAGES (npm ci)"
    (cd "$root" && npm ci --no-audit --no-fund --loglevel=error) ||
        fail "npm ci failed (exit $?); cannot install $NPM_PACKAGES"
}

main() {
    [ $# -gt 0 ] || fail "usage: sh tests/deps.sh test|serve|bench|GROUP ... (or --list WHAT)"
    list_only=0
    if [ "$1" = --list ]; then list_only=1; shift; fi
    groups=""
    for what in "$@"; do groups="$groups $(command_groups "$what")"; done
    if [ $list_only = 1 ]; then
        for group in $groups; do
            for entry in $(group_debian "$group"); do echo "${entry%%:*}"; done
        done | sort -u
        return 0
    fi
    # shellcheck disable=SC2086
    missing=$(missing_debian $groups)
    [ -z "$missing" ] || install_debian "$missing"
    case " $groups " in
        *" npm "*) if npm_missing; then install_npm; fi ;;
    esac
}

main "$@"
