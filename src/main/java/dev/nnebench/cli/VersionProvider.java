package dev.nnebench.cli;

import picocli.CommandLine.IVersionProvider;

/** Reports our version and the JVM we run on. */
final class VersionProvider implements IVersionProvider {
  @Override
  public String[] getVersion() {
    String ours = Main.class.getPackage().getImplementationVersion();
    return new String[] {
      "nnebench " + (ours == null ? "dev" : ours),
      "JVM " + System.getProperty("java.vm.vendor") + " " + Runtime.version()
    };
  }
}
