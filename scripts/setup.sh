#!/usr/bin/env bash
# Installs what lesson needs and is missing, on Debian/Ubuntu with Swift 6 already installed:
#   libedit-dev, pkg-config  to build (the line editor links libedit)
#   tmux                     for the tests that drive the REPL in a real terminal
#   bubblewrap               the sandbox around a learner's program while it is graded
# Idempotent: installs nothing when everything is there. Needs root or sudo only to install.
set -euo pipefail

packages=(libedit-dev pkg-config tmux bubblewrap)

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

if command -v dpkg-query >/dev/null 2>&1; then
    missing=()
    for package in "${packages[@]}"; do
        installed "$package" || missing+=("$package")
    done
    if ((${#missing[@]} > 0)); then
        if [ "$(id -u)" -eq 0 ]; then
            sudo=()
        elif command -v sudo >/dev/null 2>&1; then
            sudo=(sudo)
        else
            echo "setup: faltan ${missing[*]} y hace falta root o sudo para instalarlos." >&2
            exit 1
        fi
        echo "setup: instalando ${missing[*]}…" >&2
        "${sudo[@]}" apt-get update -qq
        DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
    fi
else
    # Not Debian: check instead of installing.
    pkg-config --exists libedit 2>/dev/null || { echo "setup: falta libedit (con su pkg-config)." >&2; exit 1; }
    command -v tmux >/dev/null 2>&1 || { echo "setup: falta tmux (lo usan las pruebas)." >&2; exit 1; }
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: no encuentro «swift» en el PATH; lesson necesita Swift 6 (https://swift.org/install)." >&2
    exit 1
fi
version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\).*/\1/p' | head -n1)
if [ -n "$version" ] && [ "$version" -lt 6 ]; then
    echo "setup: lesson necesita Swift 6 o posterior; este es Swift $version." >&2
    exit 1
fi
