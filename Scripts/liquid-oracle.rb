# Renders Liquid templates as Generamba does (Liquid::Template.parse, then render in the
# default lax mode), for viper-gen's differential tests. Reads a JSON array of cases
# {"template": String, "scope": Object, "snippets": {name: text}} on stdin and writes a JSON
# array of results {"output": String} or {"error": "parse"|"render", "message": String}.
require 'json'
require 'liquid'

# Snippets from the case, named as Generamba's LocalFileSystem names them.
class OracleFileSystem
  def initialize(snippets)
    @snippets = snippets
  end

  def read_template_file(name)
    raise Liquid::FileSystemError, "Illegal template name '#{name}'" unless name =~ %r{\A[^./][a-zA-Z0-9_/]+\z}
    @snippets.fetch(name) { raise Liquid::FileSystemError, "No such template '#{name}'" }
  end
end

cases = JSON.parse($stdin.read)
results = cases.map do |c|
  begin
    Liquid::Template.file_system = OracleFileSystem.new(c['snippets'] || {})
    template = Liquid::Template.parse(c['template'])
    output = template.render(c['scope'] || {})
    if template.errors.empty?
      { 'output' => output }
    else
      { 'error' => 'render', 'message' => template.errors.map(&:to_s).join("\n"), 'output' => output }
    end
  rescue Liquid::Error, ::StandardError, ::SystemStackError => e
    { 'error' => 'parse', 'message' => e.to_s }
  end
end
$stdout.write(JSON.generate(results))
