# Homebrew formula for viper-gen: builds a tagged release from source with Swift.
#
# The release fills in `sha256`: once tag <version> is pushed, the source tarball's
# checksum is
#   curl -fsSL https://github.com/OWNER/viper-gen/archive/refs/tags/<version>.tar.gz | shasum -a 256
# (docs/release.md). `url` names the version in ViperGenVersion.string; a test checks that
# they agree.
class ViperGen < Formula
  desc "Writes VIPER and Clean-architecture modules for iOS apps from a short YAML spec"
  homepage "https://github.com/OWNER/viper-gen"
  url "https://github.com/OWNER/viper-gen/archive/refs/tags/0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/OWNER/viper-gen.git", branch: "main"

  depends_on xcode: ["16.0", :build]

  uses_from_macos "swift" => :build

  def install
    args = ["--disable-sandbox", "--configuration", "release", "--product", "viper-gen"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/viper-gen"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/viper-gen --version").strip
    # A module from its name alone: the built-in templates are inside the binary.
    system bin/"viper-gen", "new", "Cars", "--output", testpath/"Sources", "--tests-output", testpath/"Tests"
    assert_path_exists testpath/"Sources/Cars/CarsPresenter.swift"
  end
end
