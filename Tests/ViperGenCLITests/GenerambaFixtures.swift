import Foundation

/// A Generamba project of this project's own making: a Rambafile and two templates in
/// `Templates/`, as `generamba template install` leaves them. `viper_swift` has snippets, a
/// Liquid rambaspec, `custom_name` and folder-only entries; `viper_objc` is Objective-C.
enum GenerambaFixtures {
    static let rambafile = """
        ### Headers settings
        company: Acme Rentals
        author: Jane Roe

        ### Xcode project settings
        project_name: Car Rental
        prefix: ACM

        ### Code generation settings section
        # The main project target name
        project_target: CarRental
        project_file_path: CarRental/Classes/Modules/
        project_group_path: CarRental/Classes/Modules

        # The test target name
        test_target: CarRentalTests
        test_file_path: CarRentalTests/Classes/Modules
        test_group_path: CarRentalTests/Classes/Modules

        ### Templates
        templates:
        - {name: viper_swift}
        - {name: viper_objc}

        """

    static let swiftTemplate: [String: String] = [
        "viper_swift.rambaspec": """
        # A VIPER module in Swift.
        name: "viper_swift"
        summary: "VIPER module in Swift with a storyboard-free view"
        author: "Jane Roe"
        version: "1.0.0"
        license: "MIT"

        code_files:
        - {name: Interactor/Interactor.swift, path: Code/Interactor.swift.liquid}
        - {name: Presenter/Presenter.swift, path: Code/Presenter.swift.liquid}
        - {name: View/ViewController.swift, path: Code/ViewController.swift.liquid}
        - {name: Router.swift, path: Code/Router.swift.liquid, custom_name: "{{ module_info.name }}Wireframe.swift"}
        - {name: Assembly/Assembly.swift, path: ./Code/Assembly.swift.liquid, custom_name: "{% raw %}{{ module_info.file_basename | replace: '.swift', 'Module.swift' }}{% endraw %}"}
        {% if custom_parameters.with_models %}- {name: Models/Model.swift, path: Code/Model.swift.liquid}
        {% endif %}- {name: Resources}
        - {name: Resources/Images/}

        test_files:
        - {name: Presenter/PresenterTests.swift, path: Tests/PresenterTests.swift.liquid}
        - {name: Interactor/InteractorTests.swift, path: Tests/InteractorTests.swift.liquid}

        dependencies:
        - Swinject

        """,
        "snippets/header.liquid": """
        //
        //  {{ module_info.file_name }}
        //  {{ module_info.project_name }}
        //
        //  Created by {{ developer.name }} on {{ date }}.
        //  Copyright © {{ year }} {{ developer.company }}. All rights reserved.
        //

        """,
        "snippets/imports.liquid": """
        import Foundation
        {% if module_info.project_targets contains 'CarRental' %}import UIKit
        {% endif %}
        """,
        "Code/Interactor.swift.liquid": """
        {% include 'header' %}
        {% include 'imports' %}
        final class {{ module_info.name }}Interactor {
            weak var output: {{ module_info.name }}InteractorOutput?
        {%- comment %} No state of its own. {% endcomment %}
        }

        protocol {{ module_info.name }}InteractorOutput: AnyObject {}

        """,
        "Code/Presenter.swift.liquid": """
        {% include 'header' -%}
        {% assign lower = module_info.name | downcase %}{% capture title %}{{ module_info.name | upcase }} screen{% endcapture %}
        final class {{ prefix }}{{ module_info.name }}Presenter {
            let title = "{{ title }}"
            let identifier = "{{ lower | append: '.presenter' | prepend: 'com.acme.' }}"
            let file = "{{ module_info.file_basename | replace: '.swift', '' }}"
            // {{ module_info.description | capitalize }} in {{ module_info.product_module_name }}
        {% for target in module_info.project_targets %}    // target {{ forloop.index }} of {{ forloop.length }}: {{ target }}{% unless forloop.last %},{% endunless %}
        {% endfor %}{% case custom_parameters.style %}{% when 'compact' %}    let spacing = 4{% when 'wide' %}    let spacing = 16{% else %}    let spacing = 8{% endcase %}
        {% if custom_parameters.author_note %}    // {{ custom_parameters.author_note | strip }}
        {% elsif developer.name == blank %}    // anonymous
        {% else %}    // by {{ developer.name | split: ' ' | first }}
        {% endif %}}

        """,
        "Code/ViewController.swift.liquid": """
        {% include 'header' %}
        import UIKit

        final class {{ module_info.name }}ViewController: UIViewController {
            var output: {{ module_info.name }}ViewOutput!
            {% raw %}// {{ not a tag }}{% endraw %}

            override func viewDidLoad() {
                super.viewDidLoad()
                output.viewIsReady()
            }
        }

        protocol {{ module_info.name }}ViewOutput: AnyObject {
            func viewIsReady()
        }

        """,
        "Code/Router.swift.liquid": """
        {% include 'header' %}
        final class {{ module_info.name }}Wireframe {
            // file {{ module_info.file_name }}, base '{{ module_info.file_basename }}'
            static let targets = {{ module_info.project_targets | join: ', ' | prepend: '"' | append: '"' }}
            static let tests = "{{ module_info.test_targets | first | default: 'none' }}"
            static let count = {{ module_info.project_targets | size }}
        }

        """,
        "Code/Assembly.swift.liquid": """
        {% include 'header' %}
        import Swinject

        final class {{ module_info.name }}Assembly: Assembly {
            func assemble(container: Container) {
                container.register({{ module_info.name }}Interactor.self) { _ in {{ module_info.name }}Interactor() }
            }
        }

        """,
        "Code/Model.swift.liquid": """
        {% include 'header' %}
        struct {{ module_info.name }}Model: Equatable {
            var id: String
        }

        """,
        "Tests/PresenterTests.swift.liquid": """
        {% include 'header' %}
        import XCTest
        @testable import {{ module_info.product_module_name }}

        final class {{ module_info.name }}PresenterTests: XCTestCase {
            func testTitle() {
                XCTAssertEqual({{ prefix }}{{ module_info.name }}Presenter().title, "{{ module_info.name | upcase }} screen")
            }
        }

        """,
        "Tests/InteractorTests.swift.liquid": """
        {% include 'header' %}
        import XCTest
        @testable import {{ module_info.product_module_name }}

        final class {{ module_info.name }}InteractorTests: XCTestCase {
            // {{ module_info.test_targets }}
        }

        """,
        "README.md": "A Generamba template of viper-gen's tests.\n",
    ]

    static let objcTemplate: [String: String] = [
        "viper_objc.rambaspec": """
        name: "viper_objc"
        summary: "VIPER module in Objective-C"
        author: "Jane Roe"
        version: "1.0.0"
        license: "MIT"

        code_files:
        - {name: Presenter/Presenter.h, path: Code/Presenter/presenter.h.liquid}
        - {name: Presenter/Presenter.m, path: Code/Presenter/presenter.m.liquid}
        - {name: View/ViewInput.h, path: Code/View/view_input.h.liquid}

        test_files:
        - {name: Presenter/PresenterTests.m, path: Tests/Presenter/presenter_tests.m.liquid}

        """,
        "snippets/header.liquid": """
        //
        //  {{ module_info.file_name }}
        //  {{ module_info.project_name }}
        //
        //  Created by {{ developer.name }} on {{ date }}.
        //  Copyright {{ year }} {{ developer.company }}. All rights reserved.
        //
        """,
        "Code/Presenter/presenter.h.liquid": """
        {% include 'header' %}

        #import <Foundation/Foundation.h>

        #import "{{ prefix }}{{ module_info.name }}ViewInput.h"

        @interface {{ prefix }}{{ module_info.name }}Presenter : NSObject

        @property (nonatomic, weak) id<{{ prefix }}{{ module_info.name }}ViewInput> view;

        @end

        """,
        "Code/Presenter/presenter.m.liquid": """
        {% include 'header' %}

        #import "{{ prefix }}{{ module_info.name }}Presenter.h"

        @implementation {{ prefix }}{{ module_info.name }}Presenter

        #pragma mark - Methods of {{ prefix }}{{ module_info.name }}ModuleInput
        {% for target in module_info.project_targets -%}
        // {{ forloop.index0 }}: {{ target | downcase }}
        {%- endfor %}

        @end

        """,
        "Code/View/view_input.h.liquid": """
        {% include 'header' %}

        #import <Foundation/Foundation.h>

        @protocol {{ prefix }}{{ module_info.name }}ViewInput <NSObject>

        - (void)setupInitialState;

        @end

        """,
        "Tests/Presenter/presenter_tests.m.liquid": """
        {% include 'header' %}

        #import <XCTest/XCTest.h>

        #import "{{ prefix }}{{ module_info.name }}Presenter.h"

        @interface {{ prefix }}{{ module_info.name }}PresenterTests : XCTestCase

        @property (nonatomic, strong) {{ prefix }}{{ module_info.name }}Presenter *presenter;

        @end

        @implementation {{ prefix }}{{ module_info.name }}PresenterTests
        @end

        """,
    ]

    /// The Rambafile with the Xcode project Generamba adds the files to.
    static let rambafileWithProject = rambafile.replacingOccurrences(
        of: "prefix: ACM\n", with: "prefix: ACM\nxcodeproj_path: CarRental.xcodeproj\n"
    )

    /// Writes the Rambafile and both templates into `sandbox` (below `folder`).
    static func write(into sandbox: Sandbox, folder: String = ".") throws {
        try sandbox.write("\(folder)/Rambafile", rambafile)
        for (path, text) in swiftTemplate {
            try sandbox.write("\(folder)/Templates/viper_swift/\(path)", text)
        }
        for (path, text) in objcTemplate {
            try sandbox.write("\(folder)/Templates/viper_objc/\(path)", text)
        }
    }
}
