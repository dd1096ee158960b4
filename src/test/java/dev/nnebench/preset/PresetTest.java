package dev.nnebench.preset;

import dev.nnebench.cell.Axes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PresetTest {

  @Test
  void smokeIsTheCrossProductOfItsLists() {
    Preset smoke = Preset.load("smoke");
    assertEquals(List.of("NONE", "AES256"), smoke.values(Axes.ENCRYPTION));
    Sweep sweep = smoke.sweep();
    assertEquals(4, sweep.scenarios().size());
    assertTrue(sweep.refused().isEmpty());
    assertEquals("1", smoke.jmh().get("forks").orElseThrow());
  }

  @Test
  void fullRefusesThreeDesAndMd5OnlyForDriver23() {
    Sweep sweep = Preset.load("full").sweep();
    assertFalse(sweep.refused().isEmpty());
    for (Sweep.Refused r : sweep.refused()) {
      assertEquals(DriverVersion.V23, r.scenario().driver());
      assertTrue(r.reason().contains("3DES") || r.reason().contains("MD5"), r.reason());
    }
    assertTrue(sweep.scenarios().stream().anyMatch(s -> s.encryption() == EncryptionType.TDES168));
  }

  @Test
  void publishedCasesCompareNoneThreeDesAndAesOnTheirShape() {
    for (String name : List.of("narrow", "wide")) {
      Preset p = Preset.load(name);
      assertEquals(List.of(name), p.values(Axes.SHAPE));
      assertEquals(List.of("NONE", "3DES168", "AES256"), p.values(Axes.ENCRYPTION));
      // only 23.x, which has no 3DES, is refused anything
      assertTrue(p.sweep().refused().stream().allMatch(r -> r.scenario().driver()
          == DriverVersion.V23 && r.scenario().encryption() == EncryptionType.TDES168),
          name + ": " + p.sweep().refused());
      assertEquals("encryption=NONE/checksum=NONE", p.jmh().get("FetchThroughput.param.counterpart").orElseThrow());
    }
    Preset narrow = Preset.load("narrow");
    assertEquals(new Shape(38_613, 3, 100, 0, 1), narrow.sweep().scenarios().get(0).shape());
    assertEquals(10_000, Preset.load("1gb").sweep().scenarios().get(0).shape().rows());
  }

  @Test
  void shapesAreSemicolonSeparatedSpecsOrNames(@TempDir Path dir) throws IOException {
    Path file = write(dir, "shape = rows=5,cols=1 ; tiny\nencryption = NONE\nchecksum = NONE\n");
    Sweep sweep = Preset.load(file.toString()).sweep();
    assertEquals(2, sweep.scenarios().size());
    assertEquals(new Shape(5, 1, Shapes.DEFAULT_WIDTH, 0, 1), sweep.scenarios().get(0).shape());
  }

  @Test
  void unknownKeyIsATypoAndSaysSo(@TempDir Path dir) throws IOException {
    Path file = write(dir, "drivers = 23\n");
    var e = assertThrows(IllegalArgumentException.class, () -> Preset.load(file.toString()));
    assertTrue(e.getMessage().contains("unknown key 'drivers'"), e.getMessage());
  }

  @Test
  void badValueNamesThePreset(@TempDir Path dir) throws IOException {
    Path file = write(dir, "encryption = AES512\n");
    var e = assertThrows(IllegalArgumentException.class, () -> Preset.load(file.toString()));
    assertTrue(e.getMessage().contains("AES512"), e.getMessage());
  }

  private static Path write(Path dir, String text) throws IOException {
    Path file = dir.resolve("custom.properties");
    Files.writeString(file, text);
    return file;
  }
}
