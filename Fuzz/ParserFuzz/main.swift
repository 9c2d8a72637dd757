import FuzzMain

runFuzzer(fuzzParser)
