#!/usr/bin/env bash
# Prints the public type names of the modules a generated file commonly imports besides the
# tested one (Foundation, FoundationEssentials, XCTest, Testing, Dispatch), one per line, for
# Sources/MockgenCore/Resolve/ImportedTypeNames.swift. Needs swift-synthesize-interface (Swift 6.1+).
#   scripts/imported-type-names.sh [SDK_MODULE_DIR]   (default: the toolchain's lib/swift/linux)
set -euo pipefail
dir="${1:-$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/linux}"
triple="$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1)"
for module in Foundation FoundationEssentials XCTest Testing Dispatch; do
    swift-synthesize-interface -module-name "$module" -target "$triple" -I "$dir" 2>/dev/null |
        grep -E '^(@[^ ]+ )*(open|public) (final )?(struct|class|enum|protocol|actor|typealias) ' |
        sed -E 's/^(@[^ ]+ )*(open|public) (final )?(struct|class|enum|protocol|actor|typealias) ([A-Za-z_0-9]+).*/\5/'
done | grep -v -E '^(_|NS|CF)' | sort -u
