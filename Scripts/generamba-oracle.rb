# What `generamba gen <Module> <template>` writes, for viper-gen's tests to compare with.
#
#   cd <project with a Rambafile and Templates/>
#   ruby -rliquid Scripts/generamba-oracle.rb <Module> <template> <output folder> [key=value ...]
#
# Reads ./Rambafile and Templates/<template>/<template>.rambaspec, builds the scope as Generamba
# 1.5 builds it, renders the rambaspec with Liquid and reads it as YAML, then renders each file
# with Liquid (`{% include %}` from the template's snippets/) and writes it below <output folder>
# where Generamba writes it below the project: <project_file_path>/<Module>/<folder of name>/
# <prefix><Module><basename of name> (or custom_name, a Liquid template itself); the test files below test_file_path when
# the Rambafile names test targets and a test path. key=value pairs are custom_parameters.
# VIPER_GEN_TODAY=YYYY-MM-DD fixes `date` and `year`. No Xcode project is read or written.
#
# Written for viper-gen from Generamba's documented behaviour; it shares no code with Generamba.

require 'liquid'
require 'yaml'
require 'pathname'
require 'fileutils'

module_name, template_name, output = ARGV[0], ARGV[1], ARGV[2]
abort 'usage: generamba-oracle.rb <Module> <template> <output folder> [key=value ...]' unless output
custom = ARGV[3..].to_h { |pair| pair.split('=', 2) }

# Snippets as Liquid's local file system finds them, but with the folder and file names matched
# without regard to case when there is no exact match, as on a Mac's file system.
class SnippetFolder
  def initialize(root)
    @root = root
  end

  def read_template_file(name)
    raise Liquid::FileSystemError, "Illegal template name '#{name}'" unless name =~ %r{\A[^./][a-zA-Z0-9_/]+\z}
    path = File.join(@root, 'snippets', "#{name}.liquid")
    return File.read(path) if File.file?(path)
    match = Dir.glob(File.join(@root, '**', '*'), File::FNM_DOTMATCH).find { |candidate| candidate.downcase == path.downcase && File.file?(candidate) }
    raise Liquid::FileSystemError, "No such template '#{name}'" unless match
    File.read(match)
  end
end

def file_in(root, relative)
  relative = relative.sub(%r{\A(\./)+}, '')
  path = File.join(root, relative)
  return path if File.file?(path)
  Dir.glob(File.join(root, '**', '*')).find { |candidate| candidate.downcase == path.downcase && File.file?(candidate) }
end

rambafile = YAML.load_file('Rambafile') || {}
today = ENV['VIPER_GEN_TODAY'] ? Time.new(*ENV['VIPER_GEN_TODAY'].split('-').map(&:to_i)) : Time.now

slash = %r{^/|/$}
file_path = (rambafile['project_file_path'] || rambafile['project_group_path'])
module_path = file_path ? Pathname.new(file_path.gsub(slash, '')).join(module_name) : Pathname.new('.').join(module_name)
test_path = rambafile['test_file_path'] || rambafile['test_group_path']
test_path = Pathname.new(test_path.gsub(slash, '')).join(module_name) if test_path

project_targets = rambafile['project_target'] ? [rambafile['project_target']] : nil
project_targets = rambafile['project_targets'] if rambafile['project_targets']
test_targets = rambafile['test_target'] ? [rambafile['test_target']] : nil
test_targets = rambafile['test_targets'] if rambafile['test_targets']
project_name = rambafile['project_name']

scope = {
  'year' => today.year.to_s,
  'date' => today.strftime('%d/%m/%Y'),
  'developer' => { 'name' => rambafile['author'], 'company' => rambafile['company'] },
  'module_info' => {
    'name' => module_name,
    'description' => "#{module_name} module",
    'project_name' => project_name,
    'product_module_name' => rambafile['product_module_name'] || project_name&.gsub(/[^\w]/, '_'),
    'project_targets' => project_targets,
    'test_targets' => test_targets
  },
  'prefix' => rambafile['prefix'],
  'custom_parameters' => custom
}

template_root = File.join('Templates', template_name)
file_system = SnippetFolder.new(template_root)
spec_source = File.read(File.join(template_root, "#{template_name}.rambaspec"))
spec = YAML.load(Liquid::Template.parse(spec_source).render(scope, registers: { file_system: file_system }))

groups = [[spec['code_files'], module_path]]
groups << [spec['test_files'], test_path] if test_targets && test_path
# Generamba makes the module's test folder whenever there is a test path (a Rambafile with a
# test path and no test targets it refuses), test files or not.
FileUtils.mkdir_p(File.join(output, test_path.to_s)) if test_targets && test_path
groups.each do |files, folder|
  (files || []).each do |file|
    unless file['path']
      FileUtils.mkdir_p(File.join(output, folder.to_s, file['name'].gsub(slash, '')))
      next
    end
    # A scope of its own for each file, as in Generamba: the name is rendered with the
    # basename (and no file name), the content with the name (and no basename).
    scope['module_info'].delete('file_name')
    scope['module_info']['file_basename'] = File.basename(file['name'])
    name_template = file['custom_name'] || '{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}'
    file_name = Liquid::Template.parse(name_template).render(scope, registers: { file_system: file_system })
    scope['module_info']['file_name'] = file_name
    scope['module_info'].delete('file_basename')
    source = File.read(file_in(template_root, file['path']))
    content = Liquid::Template.parse(source).render(scope, registers: { file_system: file_system })
    destination = Pathname.new(output).join(folder).join(File.dirname(file['name'])).join(file_name)
    FileUtils.mkdir_p(destination.dirname)
    File.write(destination, content)
  end
end
