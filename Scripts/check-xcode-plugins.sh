#!/usr/bin/env bash
# Builds the plugins' Xcode conformances (XcodeCommandPlugin, XcodeBuildToolPlugin), which
# compile only where Xcode's XcodeProjectPlugin module exists: on a Mac with Xcode, in the
# macOS CI job. Needs a built viper-gen (`swift build`; VIPER_GEN path to use another).
#
# 1. Type-checks both plugins' sources with XcodeProjectPlugin and PackagePlugin, as Xcode
#    compiles a plugin (the conformances are `#if canImport(XcodeProjectPlugin)`, so this
#    fails if the module is not found rather than skipping them).
# 2. Builds Samples/Consumers/BuildPlugin with xcodebuild against viper-gen-plugins/ and a
#    bundle of the built viper-gen: Xcode compiles the build-tool plugin and runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-xcode-plugins.sh: error: $*" >&2; exit 1; }

[ "$(uname -s)" = Darwin ] || fail "XcodeProjectPlugin exists only in Xcode, on macOS"
developer=$(xcode-select -p)
contents=$(cd "$developer/.." && pwd)

# Where this Xcode keeps XcodeProjectPlugin (and, next to it or in the toolchain, PackagePlugin).
xcode_module=$(find "$contents" \( -name 'XcodeProjectPlugin.swiftmodule' -o -name 'XcodeProjectPlugin.swiftinterface' \) -not -path '*/Documentation*' 2>/dev/null | head -1)
[ -n "$xcode_module" ] || fail "no XcodeProjectPlugin module under $contents"
xcode_dir=$(dirname "$xcode_module")
package_module=$(find "$xcode_dir" "$developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/pm" \( -name 'PackagePlugin.swiftmodule' -o -name 'PackagePlugin.swiftinterface' \) 2>/dev/null | head -1)
[ -n "$package_module" ] || fail "no PackagePlugin module next to $xcode_dir or in the toolchain"
package_dir=$(dirname "$package_module")
echo "XcodeProjectPlugin: $xcode_module"
echo "PackagePlugin: $package_module"
# A file that fails unless XcodeProjectPlugin can be imported: with the module missing from
# the paths, the conformances would be skipped and the type-check would pass without them.
probe="$(mktemp -d)/RequireXcodeProjectPlugin.swift"
printf '#if !canImport(XcodeProjectPlugin)\n#error("XcodeProjectPlugin is not found: the Xcode conformances would not be checked")\n#endif\n' >"$probe"
for plugin in Plugins/ViperGenCommandPlugin Plugins/ViperGenBuildPlugin; do
    xcrun swiftc -typecheck -parse-as-library -swift-version 6 -package-description-version 6.0 \
        -I "$xcode_dir" -I "$package_dir" -F "$xcode_dir" -F "$package_dir" \
        "$plugin"/*.swift "$probe"
    echo "type-checked $plugin with XcodeProjectPlugin"
done

viper_gen=${VIPER_GEN:-$(swift build --show-bin-path)/viper-gen}
[ -x "$viper_gen" ] || fail "no $viper_gen: run swift build first"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
Scripts/release.sh --binary "$viper_gen" "$scratch/dist" >/dev/null
mkdir "$scratch/viper-gen-plugins"
cp -RL viper-gen-plugins/Package.swift viper-gen-plugins/Plugins "$scratch/dist/viper-gen.artifactbundle" "$scratch/viper-gen-plugins/"
cp -R Samples/Consumers/BuildPlugin "$scratch/BuildPlugin"
cd "$scratch/BuildPlugin"
# Xcode names a package's scheme after the package when it has several, else after the target.
schemes=$(xcodebuild -list 2>/dev/null | sed -n '/Schemes:/,$p' | tail -n +2 | sed 's/^ *//')
echo "schemes: $(echo $schemes)"
scheme=App
grep -qx 'BuildPluginConsumer-Package' <<<"$schemes" && scheme=BuildPluginConsumer-Package
xcodebuild -quiet -skipPackagePluginValidation -scheme "$scheme" -destination 'platform=macOS' build
echo "xcodebuild built Samples/Consumers/BuildPlugin with the ViperGenBuildPlugin"
